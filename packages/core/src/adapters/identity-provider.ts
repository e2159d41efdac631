import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  CreateGroupCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { config } from '../config.ts';

export interface Tokens {
  accessToken: string;
  refreshToken?: string;
  /** Access-token expiry, epoch seconds, read from the token itself. */
  expiresAt: number;
  /** The access token's `jti`, read from the token itself: the session remembers it, so sign-out can revoke it. */
  accessTokenId: string;
}

export class IdentityError extends Error {
  constructor(
    readonly reason: 'invalid_credentials' | 'invalid_password' | 'refresh_failed' | 'user_exists',
    cause?: unknown,
  ) {
    super(reason, { cause });
  }
}

/** Errors Cognito (and its local emulator, which says InvalidPasswordException) uses for a bad sign-in. */
const BAD_CREDENTIALS = new Set([
  'NotAuthorizedException',
  'InvalidPasswordException',
  'UserNotFoundException',
  'UserNotConfirmedException',
  'PasswordResetRequiredException',
]);

const errorName = (error: unknown): string => (error as { name?: string }).name ?? '';

let client: CognitoIdentityProviderClient | undefined;
const cognito = () => (client ??= new CognitoIdentityProviderClient({ region: config().region }));

const toTokens = (result: { AccessToken?: string; RefreshToken?: string } | undefined): Tokens => {
  if (!result?.AccessToken) throw new IdentityError('invalid_credentials');
  const { exp, jti } = decodeJwt(result.AccessToken);
  return {
    accessToken: result.AccessToken,
    refreshToken: result.RefreshToken,
    expiresAt: exp ?? Math.floor(Date.now() / 1000) + 3600,
    accessTokenId: jti ?? '',
  };
};

/**
 * Cognito as the identity store. Users are created by the API (self sign-up is off in the pool),
 * with a permanent password, and e-mail verification is ours: the table's user status gates sign-in.
 */
export const identityProvider = {
  async createUser(email: string, password: string): Promise<string> {
    const { userPoolId } = config();
    try {
      const created = await cognito().send(
        new AdminCreateUserCommand({
          UserPoolId: userPoolId,
          Username: email,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      );
      const sub = created.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
      if (!sub) throw new Error('Cognito returned a user without sub');
      await cognito().send(
        new AdminSetUserPasswordCommand({
          UserPoolId: userPoolId,
          Username: email,
          Password: password,
          Permanent: true,
        }),
      );
      return sub;
    } catch (error) {
      if (errorName(error) === 'UsernameExistsException') throw new IdentityError('user_exists', error);
      if (errorName(error) === 'InvalidPasswordException') throw new IdentityError('invalid_password', error);
      throw error;
    }
  },

  /**
   * An identity left without a table user (sign-up failed after Cognito) is taken over by the next
   * sign-up with that address: new password, same subject.
   */
  async adoptUser(email: string, password: string): Promise<string> {
    const { userPoolId } = config();
    await this.setPassword(email, password);
    const user = await cognito().send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
    const sub = user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
    if (!sub) throw new Error('Cognito returned a user without sub');
    return sub;
  },

  async signIn(email: string, password: string): Promise<Tokens> {
    try {
      const { AuthenticationResult } = await cognito().send(
        new InitiateAuthCommand({
          ClientId: config().userPoolClientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: email, PASSWORD: password },
        }),
      );
      return toTokens(AuthenticationResult);
    } catch (error) {
      if (BAD_CREDENTIALS.has(errorName(error))) throw new IdentityError('invalid_credentials', error);
      throw error;
    }
  },

  async refresh(refreshToken: string): Promise<Tokens> {
    try {
      const { AuthenticationResult } = await cognito().send(
        new InitiateAuthCommand({
          ClientId: config().userPoolClientId,
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: refreshToken },
        }),
      );
      return toTokens(AuthenticationResult);
    } catch (error) {
      if (BAD_CREDENTIALS.has(errorName(error)) || errorName(error) === 'InvalidParameterException')
        throw new IdentityError('refresh_failed', error);
      throw error;
    }
  },

  async setPassword(email: string, password: string): Promise<void> {
    try {
      await cognito().send(
        new AdminSetUserPasswordCommand({
          UserPoolId: config().userPoolId,
          Username: email,
          Password: password,
          Permanent: true,
        }),
      );
    } catch (error) {
      if (errorName(error) === 'InvalidPasswordException') throw new IdentityError('invalid_password', error);
      throw error;
    }
  },

  /**
   * Puts an identity in a group of the pool, making the group when it is not there (the local
   * cloud's demo operator; in AWS the operators group is made once by the documented command).
   */
  async addToGroup(email: string, group: string): Promise<void> {
    const { userPoolId } = config();
    try {
      await cognito().send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group }));
    } catch (error) {
      if (errorName(error) !== 'GroupExistsException') throw error;
    }
    await cognito().send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: group }));
  },

  async revoke(refreshToken: string): Promise<void> {
    await cognito().send(new RevokeTokenCommand({ ClientId: config().userPoolClientId, Token: refreshToken }));
  },
};

export type IdentityProvider = typeof identityProvider;
