/** The only tags rich text may hold. */
export const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'u', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'a', 'img', 'blockquote', 'code', 'pre'];
/** The only attributes rich text may hold; no data-* attributes. */
export const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'class'];
