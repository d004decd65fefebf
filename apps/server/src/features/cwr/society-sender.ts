import type { CwrFileHeader } from './writer';

/** The society as the files it sends name it: its CISAC society code (3 digits) and its name. */
export type CwrSociety = { code: string; name: string };

/** The HDR's sender: type SO, the society code as sender ID (2.x) and transmitter code (3.x), the society's name. */
export function societySender(society: CwrSociety): Pick<CwrFileHeader, 'senderType' | 'senderId' | 'senderCode' | 'senderName' | 'softwarePackage'> {
  return { senderType: 'SO', senderId: Number(society.code), senderCode: society.code, senderName: society.name, softwarePackage: 'REPERTOIRE' };
}
