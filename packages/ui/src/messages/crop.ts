/** Strings of the image crop dialog and the compressor. */
export const cropMessages = {
  cropTitle: 'Crop image',
  cropApply: 'Apply',
  cropApplying: 'Cropping...',
  cropZoom: 'Zoom',
  cropZoomValue: (percent: number) => `${percent}%`,
  cropArea: 'Crop area',
  cropKeyboardHint:
    'Drag the image, use the arrow buttons, or use the arrow keys on the crop area to move it. Use the Zoom slider or the zoom buttons to zoom.',
  // Not in the spec: the buttons that move and zoom the image without dragging.
  cropMove: 'Move image',
  cropMoveUp: 'Move image up',
  cropMoveDown: 'Move image down',
  cropMoveLeft: 'Move image left',
  cropMoveRight: 'Move image right',
  cropZoomIn: 'Zoom in',
  cropZoomOut: 'Zoom out',
  cropLoading: 'Loading image cropper',
  cropPreparing: 'Preparing image',
  cropNoFile: 'No file selected',
  cropNotImage: 'Please upload an image file',
  cropProcessFailed: 'Failed to process image',
  cropCompressFailed: 'Failed to compress image',
  cropFailed: 'Failed to crop image',
};
