/** Types of server-bundle.mjs for the TypeScript that imports it (compile-server.ts). */
export declare function serverBundlePath(projectRoot: string, distDir?: string): string;
