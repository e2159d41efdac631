import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody } from '@masterport/contract';

/** The sign-in form's checks, the API's own schema: imported on the form's first use (login-page.tsx). */
export const loginResolver = zodResolver(loginBody);
