/** Media rules: compression, picking limits, picture bubbles, image retry and zoom, voice recording. */
export * from './banned-suffix';
export * from './compression';
export * from './image-retry';
export * from './image-size';
export * from './media-url';
export * from './picture-select';
export * from './video-duration';
export * from './voice-recorder';
export * from './zoom';
