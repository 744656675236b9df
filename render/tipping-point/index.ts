/** Tipping Point's pictures: the table everyone sees and each seat's private hand. */
export { renderTipTable } from './table';
export { renderTipPrivate } from './hand';
