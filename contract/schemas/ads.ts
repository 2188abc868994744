import { z } from 'zod';
import { AD_EVENTS } from '../constants';

export const VmapQuery = z.object({ content_id: z.coerce.number().int().positive(), session: z.string().min(8).max(128) });
export const VastQuery = VmapQuery.extend({ slot: z.coerce.number().int().min(0).max(100) });
export const TrackQuery = VastQuery.extend({ event: z.enum(AD_EVENTS), ad: z.string().min(1).max(64) });
