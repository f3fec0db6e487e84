import type { TChatUser } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { getToken } from '../../shared/auth/auth-store.ts';
import { http } from '../../shared/http.ts';

/** Query keys of the chat. */
export const chatKeys = { users: ['chat', 'users'] as const };

/** Everyone the current user can chat with (the current user excluded by the server). */
export function useChatUsers(enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.users,
    queryFn: async () => (await http.get<{ list: TChatUser[] }>('/api/chat/users')).list,
    enabled,
    staleTime: 60_000,
  });
}

/** Uploads one image or mp3 to `/api/file/Uploader/IM`; resolves with its stored name and URL, or null on failure. */
export async function uploadImFile(file: File): Promise<{ name: string; url: string } | null> {
  const form = new FormData();
  form.append('file', file);
  try {
    const res = await fetch('/api/file/Uploader/IM', {
      method: 'POST',
      headers: { Authorization: getToken() },
      body: form,
    });
    const json = (await res.json()) as { code?: number; data?: { name?: string; url?: string } };
    // Spec §5: success needs code 200 with data.url.
    if (json.code !== 200 || !json.data?.url || !json.data.name) return null;
    return { name: json.data.name, url: json.data.url };
  } catch {
    return null;
  }
}
