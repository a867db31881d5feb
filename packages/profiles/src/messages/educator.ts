/** Strings of the educator profile page and its dialogs, word for word from spec 03 (and spec 02's education list). */
export const educatorMessages = {};
