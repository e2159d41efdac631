import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { config } from '../config.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Where an answer goes when it is not the sender (the contact form's messages: the person who wrote). */
  replyTo?: string;
  /** Files carried by the mail itself (a report the reader keeps); SES takes up to 40 MB in all. */
  attachments?: readonly MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

let client: SESv2Client | undefined;
// A request timeout: an emulator that does not know an action never answers.
const ses = () =>
  (client ??= new SESv2Client({
    region: config().region,
    requestHandler: new NodeHttpHandler({ requestTimeout: 10_000 }),
  }));

/** Unit tests record the mail sent instead of sending it (src/testing); undefined goes back to SES. */
export const setSesClientForTests = (testClient: SESv2Client | undefined): void => {
  client = testClient;
};

export const mailer = {
  async send(mail: OutgoingMail): Promise<void> {
    await ses().send(
      new SendEmailCommand({
        FromEmailAddress: config().mailFrom,
        Destination: { ToAddresses: [mail.to] },
        ...(mail.replyTo ? { ReplyToAddresses: [mail.replyTo] } : {}),
        Content: {
          Simple: {
            Subject: { Data: mail.subject, Charset: 'UTF-8' },
            Body: { Html: { Data: mail.html, Charset: 'UTF-8' }, Text: { Data: mail.text, Charset: 'UTF-8' } },
            ...(mail.attachments?.length
              ? {
                  Attachments: mail.attachments.map((file) => ({
                    FileName: file.filename,
                    ContentType: file.contentType,
                    ContentDisposition: 'ATTACHMENT' as const,
                    RawContent: file.content,
                  })),
                }
              : {}),
          },
        },
      }),
    );
  },
};
