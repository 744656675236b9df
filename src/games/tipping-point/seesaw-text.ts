/**
 * The Climate Seesaw's tilt in words a player reads at a glance (house rule TP-G01): which side is heavier, by
 * how much, and how far Pollution is from tipping it. The Seesaw weighs each token by how far out it sits (the
 * rulebook's torque), so a lead is weight, not a count of tokens: said once, in words, so "leads by 9" with
 * tokens 2 to 0 is not read as a miscount. A bare "-41 of 30" reads as if it had tipped.
 */
import { w } from './words';

export function tiltText(seesaw: { presTorque: number; polTorque: number; tip: number; tipped: boolean }): string {
  const lead = seesaw.polTorque - seesaw.presTorque;
  if (seesaw.tipped) return w('tilt.tipped', { lead, tip: seesaw.tip });
  if (lead > 0) return w('tilt.pollution', { lead, tip: seesaw.tip, left: seesaw.tip - lead });
  if (lead < 0) return w('tilt.preservation', { lead: -lead, tip: seesaw.tip });
  return w('tilt.balanced', { tip: seesaw.tip });
}

/**
 * The same, short enough for the picture's Seesaw line, between the two sides' names: the arrow points at the heavier
 * side, said as weight ("outweighs"), not as a count of tokens; for Pollution, of the weight that tips it.
 */
export function tiltShort(seesaw: { presTorque: number; polTorque: number; tip: number; tipped: boolean }): string {
  const lead = seesaw.polTorque - seesaw.presTorque;
  if (seesaw.tipped) return w('tiltShort.tipped');
  if (lead > 0) return w('tiltShort.pollution', { lead, tip: seesaw.tip });
  if (lead < 0) return w('tiltShort.preservation', { lead: -lead });
  return w('tiltShort.level');
}
