import { usageColumns, type UsageColumnKey } from '@repertoire/contract';
import { headerGuesser } from '../../../table-files';

/**
 * Which usage file column a header fills: the template's own headers, then the names broadcasters', digital
 * services' and other societies' reports use ("Work Title", "Composer(s)", "DSP", "Usage Date", "Net Amount",
 * "Ccy"). Synonyms are written as normaliseHeader leaves them: letters and digits, lower case. A sender's own work
 * codes ("Work ID" in their report) are theirs, not ours: the mapping may leave that column out.
 */

const synonyms: Partial<Record<UsageColumnKey, readonly string[]>> = {
  work_id: ['workid', 'repertoireworkid', 'repertoireid', 'societyworkid'],
  iswc: ['iswc', 'iswccode', 'iswcnumber', 'iswcno', 'workiswc'],
  isrc: ['isrc', 'isrccode', 'isrcnumber', 'isrcno', 'trackisrc', 'recordingisrc'],
  title: ['title', 'worktitle', 'song', 'songtitle', 'songname', 'track', 'tracktitle', 'trackname', 'recordingtitle', 'workname', 'musictitle', 'cuetitle'],
  writers: ['writer', 'writers', 'composer', 'composers', 'composerauthor', 'composersauthors', 'author', 'authors', 'songwriter', 'songwriters', 'writernames'],
  artists: ['artist', 'artists', 'artistname', 'artistnames', 'performer', 'performers', 'mainartist', 'primaryartist', 'trackartist', 'displayartist'],
  right: ['right', 'rights', 'righttype', 'rightstype', 'rightcategory', 'royaltytype', 'incometype'],
  territory: ['territory', 'territorycode', 'country', 'countrycode', 'countryofuse', 'market', 'salesterritory', 'isocountry'],
  source: ['source', 'service', 'servicename', 'dsp', 'channel', 'station', 'broadcaster', 'platform', 'store', 'licensee', 'musicuser', 'user', 'society'],
  usage_type: ['usagetype', 'usetype', 'typeofuse', 'usage', 'usecategory', 'salestype', 'transactiontype'],
  used_on: ['usedon', 'usagedate', 'date', 'dateofuse', 'usedate', 'performancedate', 'broadcastdate', 'airdate', 'playdate', 'streamdate', 'saledate', 'transactiondate'],
  units: ['units', 'plays', 'streams', 'quantity', 'qty', 'count', 'usages', 'uses', 'playcount', 'streamcount', 'numberofplays', 'noofplays', 'performances'],
  amount: ['amount', 'royalty', 'royalties', 'royaltyamount', 'netamount', 'netroyalty', 'amountpayable', 'payable', 'netpayable', 'distributionamount', 'earnings'],
  currency: ['currency', 'ccy', 'cur', 'curr', 'currencycode', 'isocurrency', 'royaltycurrency', 'paymentcurrency'],
};

/** The usage file key a header names, or null when it names none. */
export const guessUsageColumnKey: (header: string) => UsageColumnKey | null = headerGuesser(usageColumns, synonyms);
