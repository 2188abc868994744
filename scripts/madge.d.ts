// The part of madge's API (it ships no types) that scripts/folder-cycles.ts uses.
declare module 'madge' {
  interface MadgeResult {
    obj(): Record<string, string[]>;
  }
  interface MadgeConfig {
    fileExtensions?: string[];
    tsConfig?: string;
    baseDir?: string;
  }
  export default function madge(path: string | string[], config?: MadgeConfig): Promise<MadgeResult>;
}
