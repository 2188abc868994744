import { notFound } from 'next/navigation';

// Any path no route claims ("anything else" in spec 001 §2): the not-found page, inside the shell.
export default function UnknownPage() {
  notFound();
}
