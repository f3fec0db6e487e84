import type { TChatUser, TUploadResult } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
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
  try {
    const data = await http.upload<Partial<TUploadResult> | null>('/api/file/Uploader/IM', file, {
      silent: true,
    });
    // Spec §5: success needs code 200 with data.url.
    if (!data?.url || !data.name) return null;
    return { name: data.name, url: data.url };
  } catch {
    return null;
  }
}
