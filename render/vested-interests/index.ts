/** Vested Interests' pictures: the table everyone sees and each seat's secrets. */
export { renderTable } from './table';
export { renderPrivate } from './private';
export { tableText } from './table-text';
