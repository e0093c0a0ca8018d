import { getApi, type ContactEnquiry, type ContactEnquiryResponse } from 'shared-contracts/api';

/** POST /api/mail/contact-us (spec §7): answers `result` false when the captcha failed. */
export const sendEnquiry = (body: ContactEnquiry): Promise<ContactEnquiryResponse> => getApi().call('mailContactUs', { body });
