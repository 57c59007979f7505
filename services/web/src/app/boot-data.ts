/** Id of the data block that names the browser entry and its chunks for the edge's boot script. */
export const BOOT_DATA_ID = 'boot-data';
