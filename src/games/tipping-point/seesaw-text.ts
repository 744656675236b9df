/**
 * The Climate Seesaw's tilt in words a player reads at a glance (house rule TP-G01): which side leads, by
 * how much, and how far Pollution is from tipping it. A bare "-41 of 30" reads as if it had tipped.
 */
export function tiltText(seesaw: { presTorque: number; polTorque: number; tip: number; tipped: boolean }): string {
  const lead = seesaw.polTorque - seesaw.presTorque;
  if (seesaw.tipped) return `Tipped: Pollution leads by ${lead} (it tips at ${seesaw.tip})`;
  if (lead > 0) return `Pollution leads by ${lead}: it tips at ${seesaw.tip}, ${seesaw.tip - lead} to go`;
  if (lead < 0) return `Preservation leads by ${-lead}: Pollution would need to lead by ${seesaw.tip} to tip it`;
  return `Level: Pollution would need to lead by ${seesaw.tip} to tip it`;
}

/** The same, short enough for the picture's Seesaw line: who leads and by how much, and (for Pollution) of the lead that tips it. */
export function tiltShort(seesaw: { presTorque: number; polTorque: number; tip: number; tipped: boolean }): string {
  const lead = seesaw.polTorque - seesaw.presTorque;
  if (seesaw.tipped) return 'Tipped!';
  if (lead > 0) return `Pollution +${lead} of ${seesaw.tip}`;
  if (lead < 0) return `Preservation +${-lead}`;
  return 'Level';
}
