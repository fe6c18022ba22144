import sharp from 'sharp';

/** A small PNG screenshot, made once: a flat-coloured 40×30 image. */
let made: Promise<Buffer> | undefined;
export function screenshotPng(): Promise<Buffer> {
  made ??= sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  return made;
}
