/** The part of heic-decode (libheif compiled to WebAssembly) the return photos use. */
declare module 'heic-decode' {
  interface HeicImage {
    width: number;
    height: number;
    /** RGBA, four bytes a pixel, rows top to bottom. */
    data: Uint8ClampedArray;
  }
  interface HeicFrame {
    width: number;
    height: number;
    decode(): Promise<HeicImage>;
  }
  interface HeicDecode {
    (input: { buffer: Uint8Array }): Promise<HeicImage>;
    /** Every image in the file, undecoded: their sizes first, pixels on `decode()`; then `dispose()`. */
    all(input: { buffer: Uint8Array }): Promise<HeicFrame[] & { dispose(): void }>;
  }
  const decode: HeicDecode;
  export default decode;
}
