import { QueryClient } from "@tanstack/react-query";

/** The app's one TanStack Query client (wagmi shares it). */
export const queryClient = new QueryClient();
