/**
 * The browser's BarcodeDetector (Shape Detection API: Chromium on Android, ChromeOS and macOS;
 * not in every browser), typed here because the DOM library does not declare it yet.
 */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect: (source: HTMLVideoElement) => Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

/** The formats library labels carry: EAN-13 (the ISBN on the back cover), Code 128 and Code 39 (copy labels), QR. */
const FORMATS = ['ean_13', 'code_128', 'code_39', 'qr_code'];

/** A detector when the browser has one and a camera can be asked for; else undefined (type the barcode). */
export const barcodeDetector = (): BarcodeDetectorLike | undefined => {
  const detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!detector || typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) return undefined;
  return new detector({ formats: FORMATS });
};
