import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../api/auth.ts';
import { queryClient } from '../api/query-client.ts';

export const LogoutPage = () => {
  const navigate = useNavigate();
  useEffect(() => {
    void logout().then(() => {
      queryClient.clear();
      void navigate('/', { replace: true });
    });
  }, [navigate]);
  return null;
};
