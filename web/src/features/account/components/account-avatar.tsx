import { Avatar } from '@mantine/core';

/** An account's logo, or the first letter of its name on the brand colour. */
export function AccountAvatar({ name, logoUrl, size = 32 }: { name: string; logoUrl: string | null; size?: number }) {
  return (
    <Avatar src={logoUrl} alt="" size={size} radius="md" color="brand" variant="filled" aria-hidden>
      {name.trim().charAt(0).toUpperCase() || '?'}
    </Avatar>
  );
}
