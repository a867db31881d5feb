import { ALLOWED_ATTR, ALLOWED_TAGS } from './sanitize';

/**
 * Checks sanitized HTML the way a browser reads it: only allowed tags and attributes (plus the
 * target/rel pair of new-tab links), and every href/src resolving to http(s), or mailto: on links.
 * Returns the problems found; empty means safe. Shared by the jsdom test and the Chromium story.
 */
export function findUnsafe(html: string, doc: Document = document): string[] {
  const template = doc.createElement('template');
  template.innerHTML = html;
  const problems: string[] = [];
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (!ALLOWED_TAGS.includes(tag)) problems.push(`tag <${tag}>`);
    for (const { name, value } of Array.from(element.attributes)) {
      const allowed = ALLOWED_ATTR.includes(name) || (tag === 'a' && ((name === 'target' && value === '_blank') || (name === 'rel' && value === 'noopener noreferrer')));
      if (!allowed) problems.push(`attribute ${name} on <${tag}>`);
      if (name === 'href' || name === 'src') {
        const protocol = new URL(value, 'https://host.example/').protocol;
        const ok = protocol === 'http:' || protocol === 'https:' || (tag === 'a' && name === 'href' && protocol === 'mailto:');
        if (!ok) problems.push(`${name}=${value} (${protocol})`);
      }
    }
  }
  return problems;
}
