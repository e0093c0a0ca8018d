import * as z from 'zod/mini';
import { IssuingBody } from './reference-data';

export const IssuingBodyList = z.array(IssuingBody);
