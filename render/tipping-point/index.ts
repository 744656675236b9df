/** Tipping Point's pictures: the table everyone sees and each seat's private hand. */
export { renderTable, tableMarks } from './table';
export { privateShows, renderPrivate } from './private';
export { tableText } from './table-text';
