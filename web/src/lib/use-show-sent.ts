import { useNavigate } from 'react-router';
import { notify } from './toast.tsx';

/** What a form does once what it sent is made (a report, a support request): says so once, then opens it. */
export function useShowSent<Made extends { id: string }>(message: string, pathOf: (made: Made) => string): (made: Made) => void {
  const navigate = useNavigate();
  return (made) => {
    notify.success(message);
    void navigate(pathOf(made));
  };
}
