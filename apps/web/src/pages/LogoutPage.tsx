import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { logout } from '../api/auth.ts';

export const LogoutPage = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    void logout().then(() => {
      queryClient.clear();
      void navigate('/', { replace: true });
    });
  }, [navigate, queryClient]);
  return null;
};
