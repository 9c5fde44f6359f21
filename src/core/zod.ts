import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * zod for baton's schemas: `zod/mini`, functions instead of methods. Loading classic zod and building
 * baton's schemas with it cost a cold `baton validate` about 18 ms of module evaluation, of the one
 * `node -e 0` its budget allows on top of node's start (DESIGN §9); mini costs about 1.5 ms.
 *
 * Unlike classic zod, mini installs no locale, so every built-in message would be a bare "Invalid input";
 * the English one is installed here, where every schema module gets zod from.
 */
config(en());

export * from 'zod/mini';
