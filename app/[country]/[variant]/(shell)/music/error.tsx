'use client';

import { BrowseError } from '@/components/browse/browse-error';

// A failed catalogue read on this route: a message and a retry, inside the shell.
export default BrowseError;
