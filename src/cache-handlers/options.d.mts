/** Types of options.mjs for the TypeScript that imports it (the start script). */
export declare function keyPrefix(): string;
export declare function redisOptions(): {
  redisUrl: string | undefined;
  database: number;
  socketOptions: { connectTimeout: number };
  getTimeoutMs: number;
  keyPrefix: string;
};
