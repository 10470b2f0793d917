/** Demo machine type names (back-office §3 "machine_types"). */
export const demoMachineTypes: string[] = ['מכונת פיצה', 'מכונת משקאות', 'מכונת חטיפים'];
