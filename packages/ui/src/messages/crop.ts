/** Strings of the image crop dialog and the compressor (spec 02 §5 and §8, spec 03 §5). */
export const cropMessages = {
  cropTitle: 'Crop image',
  cropApply: 'Apply',
  cropApplying: 'Cropping...',
  cropZoom: 'Zoom',
  cropZoomValue: (percent: number) => `${percent}%`,
  cropArea: 'Crop area',
  cropKeyboardHint: 'Drag the image, or use the arrow keys on the crop area to move it. Use the Zoom slider to zoom.',
  cropLoading: 'Loading image cropper',
  cropPreparing: 'Preparing image',
  cropNoFile: 'No file selected',
  cropNotImage: 'Please upload an image file',
  cropProcessFailed: 'Failed to process image',
  cropCompressFailed: 'Failed to compress image',
  cropFailed: 'Failed to crop image',
};
