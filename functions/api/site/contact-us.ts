import { contactUsRoute } from '@masterport/contract';
import { contactUs } from '@masterport/core/site';
import { handle } from '#lib/route-handler.ts';

export default handle(contactUsRoute, async ({ body, language, sourceIp }) => {
  await contactUs({
    name: body.name,
    email: body.email,
    company: body.company,
    message: body.message,
    // The form says which page it was sent from; a script that does not is answered in its Accept-Language.
    language: body.language ?? language,
    recaptchaToken: body.recaptcha_token,
    sourceIp,
  });
  return {};
});
