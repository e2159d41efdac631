import { SESv2Client } from '@aws-sdk/client-sesv2';
import { answeredLocally, FAKE_CREDENTIALS } from './answered-locally.ts';

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  /** The names of the files the mail carries. */
  attachments: string[];
}

/** SES as core uses it (SendEmail), keeping every mail sent for the test to read. */
export class RecordingMailer {
  readonly sent: SentMail[] = [];
  readonly client = answeredLocally(
    new SESv2Client({ region: 'us-east-1', credentials: FAKE_CREDENTIALS }),
    (command, input) => {
      if (command !== 'SendEmailCommand') throw new Error(`The recording mailer does not answer ${command}`);
      const mail = input as {
        Destination: { ToAddresses: string[] };
        Content: {
          Simple: { Subject: { Data: string }; Body: { Text: { Data: string } }; Attachments?: { FileName: string }[] };
        };
      };
      const { Simple: simple } = mail.Content;
      for (const to of mail.Destination.ToAddresses)
        this.sent.push({
          to,
          subject: simple.Subject.Data,
          text: simple.Body.Text.Data,
          attachments: (simple.Attachments ?? []).map((file) => file.FileName),
        });
      return { MessageId: `unit-test-${this.sent.length}` };
    },
  );

  /** The mails sent to one address. */
  to(address: string): SentMail[] {
    return this.sent.filter((mail) => mail.to === address);
  }

  forget(): void {
    this.sent.length = 0;
  }
}
