/**
 * The one way a fake port answers: an AWS SDK client of the real kind, signed as usual, whose
 * requests are answered here instead of going out. The answer is given right after signing, so a
 * presigned URL (made before signing, and never sent) is the real one.
 */
export type LocalAnswer = (command: string, input: Record<string, unknown>) => unknown;

interface AnyClient {
  middlewareStack: {
    addRelativeTo: (middleware: never, options: { name: string; relation: 'after'; toMiddleware: string }) => void;
  };
}

/** An error as the SDK raises a service's refusal: matched by name, as the adapters read it. */
export const serviceError = (name: string, message: string, httpStatusCode = 400): Error =>
  Object.assign(new Error(message), { name, $fault: 'client', $metadata: { httpStatusCode } });

/** Lets `answer` answer every request `client` sends (its command's name and input). */
export function answeredLocally<Client extends AnyClient>(client: Client, answer: LocalAnswer): Client {
  const middleware =
    (_next: unknown, context: { commandName?: string }) => async (args: { input: Record<string, unknown> }) => ({
      output: {
        $metadata: { httpStatusCode: 200 },
        ...((await answer(context.commandName ?? '', args.input)) as object),
      },
      response: {},
    });
  client.middlewareStack.addRelativeTo(middleware as never, {
    name: 'masterportLocalAnswer',
    relation: 'after',
    toMiddleware: 'httpSigningMiddleware',
  });
  return client;
}

/** Credentials a fake port signs with: never sent anywhere. */
export const FAKE_CREDENTIALS = { accessKeyId: 'unit-test', secretAccessKey: 'unit-test' };
