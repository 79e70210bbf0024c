/** `npm run i18n`: compiles the catalogues into src/paraglide (committed, see paraglide-options). */
import { compile } from '@inlang/paraglide-js';
import { paraglideOptions } from './paraglide-options';

await compile({ ...paraglideOptions, strategy: [...paraglideOptions.strategy] });
console.log(`compiled the catalogues -> ${paraglideOptions.outdir}`);
