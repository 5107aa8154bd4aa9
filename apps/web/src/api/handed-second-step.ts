import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from './client.ts';

/**
 * A first step other than the login form's (a reset link, a social sign-in) that the server
 * answered with a second step: the login page asks for the code, with the step's token in the
 * router's state (never in the address).
 */
export const useHandOnSecondStep = (error: unknown, target = '/'): void => {
  const navigate = useNavigate();
  const token = error instanceof ApiError ? error.problem.secondStepToken : undefined;
  useEffect(() => {
    if (typeof token === 'string')
      void navigate('/login', { replace: true, state: { secondStep: token, from: target } });
  }, [token, navigate, target]);
};
