/** The `espeak-ng` package (eSpeak NG compiled to WebAssembly by Emscripten) ships no types. */
declare module 'espeak-ng' {
  interface ESpeakNgOptions {
    /** Command-line arguments of `espeak-ng`. */
    arguments: string[];
    print?: (line: string) => void;
    printErr?: (line: string) => void;
    /** Called before `main` runs, with the module (to write input files into its `FS`). */
    preRun?: Array<(module: ESpeakNgInstance) => void>;
  }
  interface ESpeakNgInstance {
    FS: { readFile(path: string): Uint8Array; writeFile(path: string, data: string | Uint8Array): void };
  }
  /** Runs `espeak-ng` once with `arguments` in a fresh module instance; its files stay in `FS`. */
  export default function ESpeakNg(options: ESpeakNgOptions): Promise<ESpeakNgInstance>;
}
