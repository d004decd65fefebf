/**
 * Country codes that ISRC agencies issue beyond the ISO 3166-1 codes assigned to a country
 * (International ISRC Agency Bulletin 2015/01, "Validating an ISRC", as summarised in
 * docs/domain.md#identifiers). The bulletin keeps the list: when it names a new code, add a line.
 * The reference names FX without its agency: the one given is France's, whose code it stands beside.
 */
export const isrcSpecialCodes: Readonly<Record<string, string>> = {
  ZZ: 'the International ISRC Agency, since 2007, where a national agency cannot allocate (Bulletin 2007/01)',
  QM: 'the US agency, beside US, since US registrant codes ran out in 2010',
  QZ: 'the US agency, beside US and QM',
  QT: 'the US agency, beside US, QM and QZ, since 2024',
  UK: 'the UK agency (PPL), beside GB; ISO reserves UK for the United Kingdom',
  GX: 'the UK agency (PPL), beside GB, which it says may allocate a GB, GX or other prefix',
  FX: 'the French agency, beside FR; ISO reserves FX for metropolitan France',
};
