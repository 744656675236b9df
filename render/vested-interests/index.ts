/** Vested Interests' pictures: the table everyone sees and each seat's secrets. */
export { renderTable, tableMarks } from './table';
export { privateShows, renderPrivate } from './private';
export { tableText } from './table-text';
