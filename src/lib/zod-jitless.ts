import { z } from 'zod';

/**
 * Imported (for this effect) by every module that parses with zod in the browser. Our Content
 * Security Policy has no 'unsafe-eval', and zod otherwise probes `new Function` before its first
 * object parse to compile faster parsers: the probe is caught, but the browser still reports it
 * as a policy violation (a console error). Parsing works the same without it.
 */
z.config({ jitless: true });
