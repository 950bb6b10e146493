import { create, type QRCodeErrorCorrectionLevel } from 'qrcode';

/** A QR symbol as drawn: its module count per side and one SVG path for all dark modules. */
export interface QRSymbol {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** Dark modules as one path in module units, already offset by the quiet zone. */
  path: string;
}

/**
 * Encodes `value` with the `qrcode` package and turns its module matrix into one SVG path:
 * each run of dark modules in a row becomes one rectangle (`M x y h w v 1 h -w z`).
 */
export function qrSymbol(value: string, errorLevel: QRCodeErrorCorrectionLevel, quietZone: number): QRSymbol {
  const { modules } = create(value, { errorCorrectionLevel: errorLevel });
  const { size, data } = modules;
  const parts: string[] = [];
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!data[row * size + col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && data[row * size + col]) col++;
      parts.push(`M${start + quietZone} ${row + quietZone}h${col - start}v1h-${col - start}z`);
    }
  }
  return { size, path: parts.join('') };
}

/** Reads a path made by `qrSymbol` back into rows of 0/1 (for tests: what is drawn is what was encoded). */
export function pathToMatrix(path: string, size: number, quietZone: number): number[][] {
  const matrix = Array.from({ length: size }, () => Array.from({ length: size }, () => 0));
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    const row = Number(y) - quietZone;
    for (let col = Number(x) - quietZone; col < Number(x) - quietZone + Number(w); col++) matrix[row]![col] = 1;
  }
  return matrix;
}
