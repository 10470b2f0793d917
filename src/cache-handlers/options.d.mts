/** Types of options.mjs for the TypeScript that imports it (the start script). */
export declare function keyPrefix(): string;
export declare const REDIS_OPTIONS: {
  redisUrl: string | undefined;
  database: number;
  socketOptions: { connectTimeout: number };
  keyPrefix: string;
};
