/**
 * The names of Vested Interests' cards and assets as texts in no language yet (src/engine/words.ts): each is the
 * card's catalogue entry in vi-cards (keyed by its id), said in the reader's language where it is read.
 */
import { words } from '../../../engine/words';
import type { AssetId, District, Role } from './schema';

/** A card's name (a House, Agenda, Vice, Contract, Initiative, Planet card, Scheme, mini-card or tipping point), by id. */
export const cardName = (id: string): string => words(`vi-cards:${id}.name`);
/** An asset's name: "Solar Array". */
export const assetName = (type: AssetId): string => words(`vi-cards:asset.${type}.name`);
/** An asset with its indefinite article, as a sentence's object: "a Solar Array", "an Institution". */
export const anAsset = (type: AssetId): string => words(`vi-cards:asset.${type}.a`);
/** An Agenda role's name: "Steward". */
export const roleName = (role: Role): string => words(`vi-cards:role.${role}.name`);
/** A district's name as a place is called on its own, a menu's option or the board's label: "Reach". */
export const districtName = (d: District): string => words(`vi-cards:district.${d}.name`);
