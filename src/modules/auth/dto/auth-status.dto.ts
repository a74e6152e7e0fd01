import { ApiPropertyOptional } from '@nestjs/swagger';
import { UserResponseDto } from '../../users/dto/user-response.dto';

export class AuthStatusDto {
  authenticated: boolean;

  @ApiPropertyOptional({ type: () => UserResponseDto, nullable: true })
  user: UserResponseDto | null;
}
