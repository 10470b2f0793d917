// Written by `npm run icons` with the sprite: its address changes when its content does.
export const SPRITE_HREF = '/icons.svg?v=2888a63e08';
