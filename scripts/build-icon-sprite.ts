/** `npm run icons`: redraws public/icons.svg from the icons src/components/icons exports. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildIconSprite, iconNames, spriteHrefModule } from './lib/icon-sprite';

const root = path.resolve(import.meta.dirname, '..');
const sprite = buildIconSprite();
writeFileSync(path.join(root, 'public/icons.svg'), sprite);
writeFileSync(path.join(root, 'src/components/icons/sprite-href.ts'), spriteHrefModule(sprite));
console.log(`public/icons.svg: ${iconNames().length} icons, ${sprite.length} bytes`);
