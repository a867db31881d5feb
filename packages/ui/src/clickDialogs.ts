// The code of the dialogs ui's cards open by a click (share, share as image, delete), as one module, so the first
// click downloads them together: split per dialog, a host's bundler makes a chunk for each and for each mix of the
// parts they share with the page, and the page asks for many small scripts before it shows anything.
export { ShareDialog } from './ShareDialog/ShareDialog';
export { ShareImageDialog } from './ShareImageDialog/ShareImageDialog';
export { DeleteConfirmDialog } from './DeleteConfirmDialog/DeleteConfirmDialog';
