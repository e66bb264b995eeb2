#!/usr/bin/env python
"""hfcompat repro: aten::convolution_backward.default on torch-xla (lazy).

From case arch:xcodec2|torch-xla|lazy|bfloat16|train|short; the backward pass failed there: mismatch in outputs, grads: outputs worst audio_codes max|Δ| 0.258; grads worst acoustic_encoder.conv1.weight max|Δ| 8.59e+12 (zeros, 4.29e+14x its bound)
Run it alone:  python aten_convolution_backward.default-2d7f853c.py   (exit 1: the failure reproduced; 0: it did not)
"""
import base64
import json
import math
import sys

import torch

OP, OVERLOAD = 'aten::convolution_backward', 'default'
BACKEND, MODE = 'torch-xla', 'lazy'
EXPECTED = 'mismatch'  # "error" or "mismatch"
BACKWARD = False  # True: the op's backward runs too, as where the case failed (its graph held both)
TOL = 0.001
ARGS = json.loads('[{"__tensor__": {"shape": [2, 32, 16], "dtype": "bfloat16", "stride": [512, 16, 1], "requires_grad": false, "min": -7.724761962890625e-05, "max": 6.151199340820312e-05, "values": "OLWmtT223zU6tpg2EDa8ttS3KrQNN9U2LTbltGM3YrTwNUk3LjZlNTU3KTdPt2814zakNye45baCNQi1NraGtjs2Nrcrt8s1IzUNtiA2+jc5uLq3+TfmNmM2JTZGN+i1TLhYtsG2IbfSt/a2yDaQt+m0FzcVOOE3kzfBNrI3obY2tcu3cTYot483ybQVuD43NzeUtvI3rbacN/I0lLbHtrm3wLa3Ngy2KLdKttk3ajagtgQ3/TUWNj02TTaut4M3ezU7t/O1w7XktdE2Q7a2tqS0H7ayN6g1MTcct+Q2Mrf8tRo4SbY2tWI3ojYINq81RzfjNQu4LreTtgK31raRtpQ2jTaUN4Y3STZvtxc3mzdauPS3CzdMN622jTVfNkQ2QjZIN1S18jW7NwC1sLaUNws3rLYWuMK2IbcAtLW1urQJtUW35DVuNiC3JzXVNe01Orflth83MTZfNlk2OTdSNZE2JLe9NSA3Wjaat+szaDg0uIW4wzfbN6a2iDcatvQ1M7YZt6U227TNNuW2+jUFNqy2/DVHNbk1pDWNNYY1BTblM461OTa6Nbe1lrb1tDk0/rUXt5E2MDagNvS1GTbZNaU3ArXJtdE1Qjf1tg63IziBtzG4WbXxNeA2V7Wyteu1FLbVt7W2jLd7t3W3DTeqszC35Tc4ODw3HTehtkm2L7ZPNlK207G3NVg1hjedN6O3HLbKNzS2Bri+tYu10DVgtma0nLYNNy82fjbqNUE2prYOt5w3hLc3tfW2Tzc2tys27zantmg2HzYFtQu107bqNak3A7cqt5g1DTd2t0m1oDU3NsI2r7Z2N9s0izY8Nsi2GrW5tYK3vjUMtu41YrbcNPi27LUFN6k2TLWXteQ1OzbFtac3hbY8ty63Ijc7txA2JbhWNnm39LWDt0C03jUxuEo2gTg+N4Y3hjYHNhI1NTeptCa3mzYKt7K2JzdaN6a2xrbtNtI3WraPt8G19bXQtfw37bUhNdw1qDUiNh23fTV9NZ63wTUZt2+2YLYSNwG2ATaxMkq1R7f3tSM3RTbKt422XTgft023Nre9N0C3XrYcNzI2+zbLNlo1hbZtNYY2w7Zqt+G2ijUGtTo2C7YAtqQ2B7eUN62zSDfFtq22vjWGt7I2Bra5NZe1QbX6toI2CjYgOI42FDa3NzI2ZzfntnS3vDfit5u37rWRthK4BzUaNaq1JrdyNdg1RjW5to63MTi/t822TTdANzI0azUMtxq2X7d4Noc2pTatt2s2rzdQt723XzZGN2M2tTVJtpE3qTfAMig2iDYjN741g7ZUNgI3t7aftgq3DLc3tmm3y7W8t7C2GbbstaC2oLaVN5W3ZDaYNgY4GjcGthm3hTZCtfW1KTZft+e2dTbiNTK2ajZftv41mLYdNi63NDYetuI3eDWDNQi2Aza6NKa34rSMNpE0bbdvNM03pbXvtgY3ZzZeNuq2jjYIthO1GzakNpQ2MrZ3t7k12jbAtGW2qbYSNwI2SzXsNsY1GbXSN/01d7f4NSs3EDfxtzC4QjbDN6Y1HrbRtYE3DrYzNZy2o7YEtEc3zrbgtfg3Nbb3t861tLQVtXS2N7b2tbs2FjYiN5O2NLcnNo01ura8t2I3tDZLN5KzcrICNRm2XjZwNn23frafNou2eDQQt+Q3QzUXNee2MbcON+i22jayt5i2HLeqNg01mTaDtgi3rzd3OIC30reitTI3E7YYt8C1ujaCtio3NrdtNzQ2Q7extmQ2vradNhy2KzbFtRU27rZ3t5a3EDZXNx23NLRyOIE3xrcCuHs36zV7NRS2gjV4tCI29zUmNtg1ITR1NaS1wDWftx62LzcOt382oraPtjU1aLc0t+Q3MzeWt2A2MziBNlm2urfjtqM1BbceNCQ3mLU6txm2IDYCt5m117VANzS2J7LaNow2WTYbNKW1fzaqtq82Wzf7M6C2x7UitlK3qLcHNYc3tzZ4Noa3gDajtke3cLYfNrs3lLeet5M2NDidtBm3tDWrNYg15TVGt0403zcBtQE1wDbctlA31TbQt0u3D7awNum1dLeltZy1LLcKNiq1wLZtt4E3CzYety40LjgXOIe3y7cNtp42WbYAN4u1V7e4Ntu267YvN6y2njZCNsy2Mza2Nis1rbc8NxM38raZNVg2LrXXtAE207MEtY60ZDZ5N4K397X5NcO1YbbFtB02H7YCt7M12zYbNZG1mzfzND63B7bItMI2IbbItiq1jLfqNeS1vjPZNli1pDfdtoc1f7aONhc2XbfaNvk2GLZQN2I2mLYGtrQ1ybWiuOO2BDgIOCo3prartls1mDbDNe+2Bbf8trk13jdQt4k2+TZfN8y2C7eJtq81SraOtpc2gLapt1Q3YzeZtpa2YTcbOMm377brthO1XTV9tYE3Lzfptk42JDVrtlU2nrdENkG32DVNM4020LQ6Naq1vLWutQ+3CbXLNvK04bUutko3lDbBNXy2ObbItrm2/rYINw62MrfTNk03x7Z+twe0qrVQN261eTeuNZY0yjaXtYy2mzS1trc3Z7a4tpY3GDYWt7S34DRuNiK2YzaHtlY2gjbitOI1Kze3tXQ2JbcaNUm4yDUDt9g3lDfhNaI2gjZqt561BjZjNtY0CLaJtps3yrOhtzu2MzbJNlu11jU7tu00Wbbntku21zQlNnY1fbaINyc2JDeAt841trbWtqA2GrfcNYw3jzVLt1Y2uzYyNuu3XTfSNm42KDY="}}, {"__tensor__": {"shape": [2, 32, 16], "dtype": "bfloat16", "stride": [512, 16, 1], "requires_grad": false, "min": -0.279296875, "max": 2.640625, "values": "Hz9Kvoy+RD9kvvA/U77dvMo+fz5yPXW+VD6XPpI+jr6Kvoy+Mj9XvYg+uT4sP4m+YL7SPj6+LT+FP0M/hb4XPnG+iL66P+49GD8yPwq+hD2OvsI9cb4NvYw+7D6Nvo8/Cb6EvjA/tj4Avs0/lT8NPjm+jr6Pvg4+FD5cPwO+iL5uvkg/jr42vmm8njt3P1g/BjsRPhO+gz6Fvli+ir73Pw8/7r3jPro/j77AvTM+ir77PYu+jr6Lvkw/lT8nP4G+iL61Po6+cz6xPm255z61PwM/4r2Dvo8/Hb53vou+Fj+8Pu8/Dz5evYG+Gr5Avlg+UL5ovq8/hr6RP+q9Wb2JviQ/5z4vviK+Qz8UvlK+lD/pvdI9db7ovGM+jr4/P+M+fT3MPgo+PL7qPlW+qT31Pp4+e756P46+jb5IP4M/R76pPa4/+T6xP6E+1T4Yvl28ir4hPjO7h76KvtE+zzyKvtO6oT9lvuC9zD6Ivo2+Tr6GPpE+vz2Dvg4//j5rP+I+cT+Gvo6+PL6nvWm9hL4WP9k9aj1dvkQ/Rj6Ovoy9E0A5vvs+xj+6PUY/3b28Pji+Nz5HPk89jL5GPom+zLyVPjq+eT/MPjS+ZT+pPNo+ab2nPQG+hT9Evtk+Zj6Lvo2+j75fP4++h75Fvj+98r0pvXu+Rj4HvLA+Bz8YPAw/D0DvvYw/jr7uPXW+BL7RPkQ95L2Kvj++jb6vPvs+HkA7vh2+er4fvoy+Vj8Dvhg/i77/Pgw/wL1svvQ9Dj9kvvw/Vr6vPVE+BL4eP4e+e74kP48/Bj+Mvma+b759vuw+0D+EPgk+aL4yvoS+ET+VPl++pT2nPnE/Pz++Pl0/j76lvc+9F72JviA/mD5dvn0/Hj+BPou+ir6GviG+Kz/vP42+GD96vnE/4j6Ovos/ZT/GvQk+MrwgP4S9er00vhu+fr6Avo4+Nr6NvpQ/ID+CP4++drxbPhu+FD5pPhe9jr6gPza9xD9jP+69wT/SvO69SD4yP4u+Nb59vjW+jr5nPDa94z2Evrk+F74EP46+FD+Ovjc+vz88Pnc/ZLyqvYG+oj6Ovo88DD8+vge9cT4xPoa+AL5Mvju+QT2GPoY/iT+LP7S9oT+/P4y+Cz+9PSM+Gr4OPp49hT7aPWS+/D1/vjK+PT8AQJ0+cT+zPYO+DrxSPgg+jb4dvQg+jr6IvmO+zT2Hvok+hj7bPBQ/kT8nPl8/xD6Ovoy+j74rP4u+XT+PviM/Xz5fPbM/Lb7QPI4/HT07vou+Ur0fPwM+Hb4uvii+c74YQDM+ND8dP3a+iL6WvY2+jL5+vfO9xz31vZs/hL4Qvna+5j7PvaI+DD9kPou+Xj5FPoq+Ab4avtc9jr4oQBo/Oj8gvYU+hT+KvjE+g758vh++Fb59vgdAY747vhI+gb5YPzy+Uz4JPm+9Oz+hP8O9Fj+FvlO8+DtivmC+Xz+Mvl0+eb71P6E8ar4Pu7w+Ir6nPVO+Hr6IvHu+wD7hPy6+g77TPrM/g76Hvk29kr0rvY6+2j4EPwdAC741vuY9j75HPkw+f76QPi0+cL7gPEq+jr5Kvj0/Dr5UP4Y+CUCGP4Y+jL5Bvd0/jr4tPxK+kryHvnW+fT3BvRk+aT/dvd09l706P4a+iL6Lvok/Cb5jP42+Yz8YOwA+iz+LviM+iT9AP5w/h75PvgI/8j5bvto+JD9Wvlq+g77evb09gL72vYi+v72XPX8+br5WvoS+wD1Yvoy+Hz61veI+KUCVP2C+i77CP2u+j77TvY6++z0Vvok/vj05P3k9oz/ePo++rz7nPl0+zDzKP4U/gr5HPou+yj+Fvma+jb5uvma+ZL4Avqa9ir4Wvko/fr6xPvI+Nb4Avo2+b755vnQ/hT/hPyw/hr6Kvok/HrtkvgW+az7lPVa+Pz5mvbK9i773PyA/eT71PxO9qbvkvQq+rj8Kvoq+Pz+Ovls+fb5qvt8+Kr5lPGE/2z+bvXe+jb6DP9w8Tj5CPi69ID/TvTi+Lr6Kvo6+l73gPYq+Bz9qvea9bz2yvGq9jL54vla+LT4KQOA/Iz6Pvgs9jr5zP9k9lj8hvoM/MD8Yvi++ZL6WP4i+i77HPsk+Ub6CPwS+jr5ePtE9eT+OvhQ/qj4QPYu+W740P7i9Tz8bvpU+wD2HvkG+hr6Ju2G+6D6Ovo++gj+FP8I/ib4svjw+iT6Lvou+Dz46P729Ij9Rvjy+HkB5vkC+Mj+yvZe9DD94vhM/4z6Lvky+qT06PqE+6r0NPBNATb2Kvk4/uL0+viA/TL5wvnM/A0DuvXo+pD5QvVw9jr6Nvo6+jr7qPmO9yT6OvnO+Gj/nPuA+rr2Mvrk/j77LP4m+6b0SPsc/Iz9gvqK9dT50vna+Tj9EvpW9gD6PvqK9Jz+xPgq+nD1bPno/RL7VPmk/0j+Bvr8+RT4Hvou+jr5wvpY9Xb6HvoK+Mz4dvnC+Cz+Ovgy+jb6yvVY/nb2iPvU/xz/kvYm+pj+CP9i9h75wvk68ar7NP6Y9eT+7PiS+ir5wvmo+tD2hP4e+g75avJQ/gL65P4k+Jz8+vmy+ib6PvvY9dz+MvkA/gb5kvts+j75/vlk/Eb0YP54+nb1/Px0+W77YvcM+lj+RPjk/qj6Ivo2+kD5rvrO9ND6PP6E+Zb5jvu4+qz5/Pou+Rz7APo6+iz+KvmU/jr6CPYW+lj+2Po++Pr50Pz891T+PvnO+ND9dP4S+hr5oPpc+Vr51Pk6+pjw="}}, {"__tensor__": {"shape": [32, 32, 3], "dtype": "bfloat16", "stride": [96, 3, 1], "requires_grad": false, "min": -0.6484375, "max": 0.76171875, "values": "Pb4Fvqy+Ej6VPiK8Rj2QPRM+yD2TPkE9fT4ivsE9DD3Ju76+aT3SvMG+vr66PKe+m7yxvJ69ML3Avgi++L2GviU95z2Gvnk+5T6UPWk9gL0IPoK+Oz4yvRW+tD2QPbq8dr0fvEE99zyjPQ8+KL6HPVo+6z3JPgi+FL2HvoG+Ob44Ppa+I75HPrE+sT6nPnU9iD3WvBI9Iz5cPCG+Jb2SvoK9B77MPUO89D2IPtK++jvjPgs9vj3Evi09I74Kvpk+QD5OvXu9fb4IPjw97T2PO6S8Ej4hvpk9Lj71vcO9Lr3RvpU9A76Svak+YL37vM26rD7zPvk9GT5avdy7YD3fPZG+bT5PPtm8P74nPQW+cr7/PSE+jr6QPoQ+ljzjPRA+Cr5NPgc+Ij4gvnA+Aj5uPga/g76NPmk+QT7pPem8E75VvqS+AD5QPqW9qD2oPQw+TbwrPg4+t75vvnW++D1KPuu9ez5kvpI9Xj2/vf2+3L46Ppu9gLwTPiy8MD4Rvke+Oz5AvnE+hb6BvtE+Pr3rvS2+br42vnc6xz2gvc492z50PrW+NL4Cvig/bjwFux292rw4vR49x714PkC8Gz4KPW2+lr2ovU6+oT5hPS+9AT4AP4G9OD4mvaK+Yj5CPH6+ZD4Nvgm9pD4bvm0+dD4Wvb49jj4YvzM+ED6PviW+Gj50PU++/b3zvhg71z4ZPkU+pT1Zvuw+k75TPkM+3L09vfS+fzzEPRW9Ur78vfe9K76bvvO+zLwFvvG9BL8BvhS+hr6Gu6o9Ar51PpU9vjxbvAK+8L21PoA+LT7Avg09hD5Ovay+k746vho+nztIvUc9Z713Prq+obuBPoe9Gj6sPn2+nT3YvdM9fL57vu29iTybvk69Wb6/PPm9Ur18Prm9NT0WPoE+c72fvnk9Oj7yvXs+0z2XvsS+hL2jvo2+/70fvja+/D0pPua9g753vh89y75tvIK+3L3Pvqk+gT1UPca9Nz5Svgu+0r53u9o9KT2MPgM+vDxlvl09WD6JvbU+JLyzvmy+Ij1YvTY+Or58Pew9ZjqZPYI+o74QP/Y9LT1RvkM71L6AvP+9pL2IuyW+Xr1ivS49VD5kPrO8wLt/vnY+zL7HPmK9ej5svWi+9D3CvnY9Jr7ZPCO+fL6LPnm+db4HvFQ8bT0Av6q9L73CPd69RLz0vRi8Ob7ePgE+lD1OvmS9kj2APhI+Ar1evaS+Sz7xPME+hb4GvQk+jD71uoQ9pL3Kvoa8bL6Buwk+AT1qviG+3LyOvA2+OD6Hvjk+jT6ePX29LL4Hvpy+wryYvvS+tj2cvoW9qj1/Pkm+eL76PWI+HL0GPng9ND6DvZm+ib4JPug6Yj47vrw9dLyOPm4+nr5Pvqc9Jr5+Puk+kzydvQq+yb20Pmc9yb6CvaU+Xj7CPpC+2D6cvR+9FL55PW27572nvvK9Kj4AvCA/Mr6APVU+Oj4aPlm7gb4APlO90j27PhC+2T3Ovgg+ib07PBs8FT5BPh49ML4HP/M9Tj6hvdM8aj3UPfQ9H7zKPu68DDyhPRa+vbt4PoK+gD5GPpo+Tr0+PoW9nLxDPqW+tj3kvac9Zr4mves9NL56PrO+B77vvey+Gb5cPog+KT3HPYY+HD7tPR89oj6tPiy+jLy7uwa+cL0GPtu9P748vV0+ij3zPay9NT0vPuq97j28u6A9Ub4fvZU90r0Tvqk+tLtKPu49nj4gPp893D2NvhC7Aj6EPhc+ZT7APqI+4r25vPu9aL1FPoQ86b22vqS9wD18Pmq9kL5YPre+1rx3vg++dr3rPZU+bj7cvh2+az7LvYa99b2SPYU+LD0Ovu0+Kr2Tvgm+Nr5PPd89vD0AvhO9VrnNPo6+kbzIu7M9271GPt69hb6WPs29Hr5gvpA+Y72wvT69XT7jPTy+FD1zvCU9TL3sPoe+P70svAa+tby8vWc+oD2vPqe9HL7VPFy+974/vrc9YL6ZvQY+hb4aPaK9f77vPQu+HL5tPXc92rybvaC+nL65Pg0+Fr4IPUK+K77Pvg8+ab3GPZw9tT6Nvu09DD4HP38+yrzqvYA9cL6SPtu9OT2Tvgq/zr2ivoE+v72TPhw+jL17vuS9sj2SPWG+kT01PmI+hj0evYc73742Ppk+E72Mvjs8ML0lvmI+PT41vmS+xD1Yvp092j4Fvga+qz67vWy+Ub2xvre7pj62vU4+TD5pvRk+iT0uvno+uT0uPtc8F79zvb8+hD6tPZ+9uj1APrE9vD12vj47kD34PAo9Nr4DPps+yTv4va28KT61Pu29zzxavgy+Ej50vga/Vb07vmA+w764vTk+jL6xPDS+wD4xvg++GD2lPr09Nj6+vEW9vTwbvqY9mr4KO6++1b7tvSe+Mr5FPhW+2T0Ivie90r19PW68f774vTk+C7+mPhm9wL5WPs49P70+Pju+Mz0tPoC+mD5EPrU+a748PkM+uj3vPVo9aj7jul++cD4mvum+RT6zPcQ9jr5Avba+ij0mPmQ9NL6uviK+6DzFPPg9kL4mvqu9Fr6QPZ88gD6MPuM9E750vf497D6uvYq9tj3MvY2+Dj6ivQW+eD7PPXk+Wb1DviQ+8D3xvam7v74hPni+DT7cvUK9KL4DvtS+yT7ivTW+5b1ZvPO+sj6DPry+BT7lPkM+fj2BPv+9mz4UPoM9/L0sPeK8bD5avW+9qzyyvau+hj29Ppq+fzx1vlI+nz6gPpw+XL6APDS+hb6yvlS9E76uvVa+GD4IPAA+Wj0cPl2+pr3ePcU+xj1/O7a+6b3+PWY+KL5lPlK+vj2Svii9pT4Vvoq+ZL4RPig+Nr5fvkw+K74BO9Y+cj5EvZC+JL1uvkY+ej3kPgS9Zz7yvVc+mTy/uuG9nT4NPjk+0DzyPd091r7GvZS+FL5QPgm/4r1vvba7uL2bPYe9Wr2GvhU+Rz7bu8K9lb6LPie+ar6dvho+mj4Svfg9vb21Pj++M77sPXK9vr4avgE+m77sPi4+2z20umq+QL1Avrs+WL5lPd4+2j2WPpU99T3qvcm9r72evAW+Mzssvvy99r2Rvg6+b75Yvq2+PT4BviG+0LyRvcM+xr2nvhm+hbpXvl++mL6fvZo+Tb4VPqS9Vz70vqq+Uz5Ivjm8ALt2vVQ+KD7APbY9lz79via+Ub7jPrs9Aj9qvgI+G76rPoS+Jr4kPfG98j0hvge+FD7CPTy+jT3yuqA9qT02vjA++zo8vti+Dr5hvTE9UzwBP1a+Gz5Cvp+9lj3zvew9NT3xPni+gb0avQK+ir6KvWY+qT0BPoY+sL1mvTO+DT2DPjA+tj2OvVw+sz6CPos+B76zPTi+or2zPjo+BD6ePkw+Sz7Avca9Kz4PPYg93DywvWe+Tz0EPIS+Cj2DvnQ9qr7fvri+Hb11vsw+Mbyhvs09obywvqI9Cr02vqi+lr5KPv69kr7jvYS+7L6YvoQ+Ez5FvlO9rT5DPr8+Wr5LvSS+W77fPY4+ir47vuA9jD5gPa+9Wr5mPkW+Ez56vkw8sD02vrO+Hby/Owc/nz2FPku+UD3ePc2+Er4vPZM9vTwMPbI8xr5JPQS+Jz5IPV8+OL6CvnM++z0wvU0+cL5VPhw+HL7iPaC+ID6YvVM+vz6CPpy97z3mPpE9XT6Qvv28mb58vng96D0vPnS+sbu7vd09WL7Hvjg+Lj4/vqC8iDy2vaS9Rb2PPqE9Zz7kvsc+hzu4Pcu9dL6Cva29rb0gvYU+tb2sOjS+sz2NvIY99727O5O8jT7hvRm+oL4cvoa+yj4tu7k+8TukPNW9171Yvha9mT6LPjo+X72RPvg8R75xPRs+WL7evpC+ED1yPh8+oz0cvv69U70HPjW+wLyevTE+fz4Fvok+4j2evn0+Pb6evMi9Lj5lvoU8/zsmvii+Cr6avjG+Er7YvQK8mL2wPR69Xb1cPgq+F74pvgy+ab2PPiG+Kz5SPmq+xL39PVI+UL7XPLi9c77dPGm+9j5CPiO+Qb6mvVo+Jz0XPk68YL1qviq+vzsRvIg+Fz7FPU6+p70yPh89GD48Pvi+lL1ePoy+GT4ePgM9XT5Jvcu9Bz4FvlW9PTy0Poi+tz3Zvaa+vD1mvnY+Sz6fPVG9jj0NvkE+g77FPbU8Kz4DPgy+bj6cvvw99r0gPk++nL4jPik+3T0Gv48+t72SPtm9mD3Cvi8+iT0IvlW9Er0svkY9gL2VPog+xz6Evqc+OT6wPQ49/b15PR0+kj21vQY9ED4svre+Qj7rPqi+lD24vRy+HL5svcs9PL4jPjy81j2YPWI+NL6Pvdy8ND5zPlO+tj0Tvl6+W77nPSc+nr0tvoC+GL2zPr2+KL1Nvjq9dj6evsi+mL7Hvoa+dT0nPoq+ML4bvlC617xEvhq+O706Pue+Ob46vUM9LL5pvHs97b2dvbS8nD7JPBg+Gz73PeK+q74fPrc9nL4sPdg9Qz9SPp0+VT73vbW9MT3evg++Tj6NPpa+kT4DPkC9OT5YPoS8vz3mPQE+Bj2dPgK99TzmvT2+i77oPbm9Fj4Sviw9kr5OvvE8FL6ivji+Fr30Phu+Ob4UPlK+kL31vYw+Iz4NPpq98z07vVa+Dz4Fvok8nb4tPlQ+c75KvlE9TT7DPjs+2bvKPgy+Mr4VvYS+Jb5DPia9SL6Hvqe+mb1GPsi9X7xIvom8ID6EPq47/j2jvZA+dj5iPly+kz63vgy+wLy6vlY+vz2QPHM+fT2Uvi2+l72Wvng+Bz9ZPrg+bz3VPeQ90T0DvYs+Mz6DPvq9pL0nukQ9sz2JPoM+DD79PGK+sz7PPuY90DyoPjG9RjzqvKI+dbzBPYc+RD0FvyM9EL40Pfs8N75KvnO+lTvMPVc+X7wvvjE9nD5OPgq8v74CvqK+hb2ZPtm93D4BPqs9Mz2UPgG+Kj4XvqY+Ar60Pae9cT7uvcW9Wj49PaS+IT5pvly+ur4mPAw+ET5iPiI71LyovpM+RL6TPl4+AL4UPpK+JT2GvSS+4r3ovV6+1z3qPTk9qb2rvnA+eT7GPfq7Q77cPpw9yT7xPJa+urxhvsA+5D00PMQ+e7x6PWw9LDz5vH49Vj6Evf6+/zybPbO9171vPps+tTwovbi+l702PZ495j2OPjK+Kj3LPWI+Lb7oPJQ7wLxJOkM9Jr8NPry+hL6JvlG9FD6LPgk+zT4ovmQ+lL5dvTU9uj6APpI+QL61Pgy+qj3PPcY+Bj4ZPfk9Fj2LvtQ8nT4UvjA9yTsxvra+vz6nvT48yj2NPdy8CT4ZvOw8u72MviC+HL7fvhs+zL4/PoA+7T1JPkO7p75Vvvk9cr4PPnO8uby/PKW+Fj33Pas9Pz0ePuw9IrwWPp89Or7Tvo0+5L2rPay7S720voY+c77mPhm+U76qPry97D3HvGM9DL6Avsg+Nr4tO7a9Eb0pvnk+Rz3zPUY+S74kvl+8hL3xOwS+Xb5xvj2+yr1avIM9r74Mvue9sD2EPZ+++7qGvZu9+bywPpe+lD1iPhY7hj7IvKe+6TxsPow9dL1JPY8+uz0xvZU9XD4UPro9Mj6Pvjg+OL6yPZq+cL4gvpS+hr7iPYq+7j7dPXE+274lPgi+bb5Evhy+rr3zvU48Ab7KPmM+sL3CPR++3jwcvgQ+Hb6Vvjk9J7vIvXM9E705vSM+tj3lveI9rj6FPrw7Nb4RPk29bT0ovlU+1T1XviA+QLwavlo9kr0CP3S+1j2+vX49N70Uvhg+MD4QPnG7kTyePYM+lb4Evg4+jDwovhC+wz1+vUw8Mz1cPSm+PL0XP82+ADxlvD0+ND0hvlc++L0lPoq9Kb7JvS+9DT7/uwA+1r5Nuh+9/zmHPjW+Ab6sPb+9XL6aPuc9Cj3evRK+OT4OvLQ8or4qPsi9PL4/Pt09u76evgS+CT4rPkA+D73JPQ2+lDymPLA8OL7YPOA9+72nPXO+pL67PYm+CL6dvYe+Sr59Peq9Kb0QvhA+Rz7OvMs+qL69ve+8PD4mvjG+mj6GPA0/Kz4Rvjs9IDpQvnG+ab0wPii9DL4DPrU+tT2IPl69hj5Mvkq+Ur5JvkE+Jj5RPQE+q76OvkG9iT32PRo+6Ti5Poi+sL5Bvc89YD0GPtA9k73/vSg9Pz7xPta8I75Lvm4+r75nvcE+6L5rPXe9czw2PoO9xz1DPkI9Ir7NPEK+Ij6XPeU9tT7IPTi+0L0VPrm9kz05PoO8Fj06vps+qbs3PqS+cb6Fvga+pr6+vo09k73dvfM9gb4APhg9Tj4kPrc9qT0xPqi9MT2BPlq+R77Xvh++xz2YvUi+Tz4/vVE+XD0lPlm8ib0+vqe9Yb62vRi+uj1hPoG8Cj9aPQy8Cj4Vvuc9IL6Zvpc9qD4YPgM+3r2VPi09sD6cPmQ+e76VO5y+b753vqE+LT2GvoW9gL7EPfe+yT4dvuI9Jb6GPro8Cb4BvsC+zj3Hvaa+NL2nvv29Ez7fvn89rT62vWS+TrzEvhU+Fzxrvn29Lb35vTe+6L57voa9s73UPVI+kTzzvs095b0JP4O9hz5WPRQ+fLyTPZ09GT46vJA7475QPJY8qr20Pl2+Kj5Svpg+Mb2KPl09pT7MvQu+Cr9fvN68E74JPVg+jz4Jvps9kD2Yvje+XDwJPhC+FL5PvLC+aLpKPDU88r7kuws+RL62Pmg+Hz4PvpO9gT58Pj4+Rr2FveW9LD46vpw7B7tmPmA8yb12vSK9PL01vmo+Nz66PTi+lz4RPo46LT7EvuG+iD5uvjI+yD6TPR6+xb14vtY+q7z4PlG7Sr41voY+3z6YPlE+Abzuvec8ZD5EPAo+fT6MPiy+IL42O6e9yb1DPH++pDydvs49Lr7LPJC+czvIPRM9872RvjC+h72Mvho+nb4avLy9mr7YvuA91r1XPb29BT59vUE+2j3mvZa+S7wHvsY9WT1bPho8NL4kvps+pr6WvfU+6b1xPrG9174WvtK6dL4lvlG9iD40vjM+sj5Mvr49vb6ZPpU+z7okvtI+uT77PTi+vr38vQA+Bj6mvcQ9OD0lvj8+Az4ev7e9jb1RPba+Tr4HP6u9bz0Zvjc9Ir4uPtC9vT2dvJM8Q76XPUa9Kb70PAm+rzwpvvQ9Bj1Ovg+9+b2bvmg+ab2ePbu+Tr7ivo08YL7kPP49ibvmPBM8Ib/RPXG9Bz8hvo0+VT5/PuW9mb5GPpA63T2GvjU+5b0Dvjs+Eb5Lvto9EbxIPCu+IL0Ev4w9gz5FPow8W746PGG98D6EvrC97D7PPMu9ur3XPju8Drxlvu29377mvpu9WTwcvlw+YL6jvlg+WD11vfs9NL25vT6+vT2cPge+mD4bPhi+cz6QvgW+6z2SPV6+ZDxnPvG9W76evSW8XD1JPlo+pr3PPUK+cb68PbE9zb0EPvk9jT7oPSu+k76yu7A9cT1/PqU+wb1PPZm+jr6mPtM9NL6ZvuE9qT2TPqW+hb7BPs0+IL+1Pie+77yvPiC9Ib1iPb4+o71KPh0+qj4APm+9Mr3RPu29g7xOvQc9xj1DvYu9az7XPkA+E77cPjm+AL1Vvky+qT0lvhQ+yb3OPYi+0z0WveU8Tr24vdu9ibxkvtu9kD5CPli+Rj6/vLa8Sz66PRg+FT7HvCO+hz03vsc+Hb6DPjc+gjoyvfo8TD5Gvgq+Ob6xPC+9fD5aO4E+gbs5Pp6+mz7IvA8+oz5EPX6+nT5IvSe+X74mPoS9Wr5pvgI9U77MvfW9sL5MvmU+8j0mvN49xLyjPNQ+8DzNvU29zj1KPoK+m70JPmk9Mb4/Pp0+eL5pvWA+FD0nPj2+tTvFvq0+172aPXc9CD48vMo+Fr7OPdM9Hr5oPRO+hL4wPlC9c7xzPqm9+r34ukE7jb5UvoQ+zD4cP72+kT5/vbu9Q76gPf69Wj0ZvpW+1Twzvi+93jsMvj4+nD2VvhS8N761vUK9x74Jvag+zj2GvoS+DT2TPmI+AT08vQW+xbzrPfQ8mb43vrg9pj3Ivc49ez08Psu+2b3XvOa+Cb2Vvsu8wbzpvWQ+aL5KPVU9mr51PJa9tb2UPn6+h76bPVg9yzzTvnI9jj4yPqs9EL6PPoe+yj1evmm+K774PPU9ab2Qvmg9Rb4ZPg0+GT4WvnU+OL73PZO9Z76HPc09lr4VvWk+Vr5avo0+tj02PQc/AL4vPnq+lL4JvvK9hTzGPca9nr0iPB4+9T7WPTM+jr57PhW83b5APlE9DL4YvvI8"}}, {"__list__": [32]}, {"__list__": [1]}, {"__list__": [1]}, {"__list__": [1]}, false, {"__list__": [0]}, 1, {"__list__": [true, true, true]}]')
KWARGS = json.loads('{}')


def decode(v, device, gen):
    if isinstance(v, dict):
        if "__tensor__" in v:
            t = v["__tensor__"]
            dtype = getattr(torch, t["dtype"])
            if "values" in t:
                raw = bytearray(base64.b64decode(t["values"]))
                if raw:
                    x = torch.frombuffer(raw, dtype=torch.uint8).view(dtype).reshape(t["shape"])
                else:
                    x = torch.empty(t["shape"], dtype=dtype)
            elif dtype.is_floating_point:
                lo, hi = t.get("min", -1.0), t.get("max", 1.0)
                x = (torch.rand(t["shape"], generator=gen, dtype=torch.float64) * (hi - lo) + lo).to(dtype)
            elif dtype == torch.bool:
                x = torch.rand(t["shape"], generator=gen) > 0.5
            else:
                lo, hi = int(t.get("min", 0)), int(t.get("max", 1))
                x = torch.randint(lo, hi + 1, t["shape"], generator=gen).to(dtype)
            if t.get("stride") and list(x.stride()) != t["stride"] and x.numel():
                x = torch.empty_strided(t["shape"], t["stride"], dtype=dtype).copy_(x)
            return x.requires_grad_(t.get("requires_grad", False) and dtype.is_floating_point)
        if "__device__" in v:
            return torch.device(device)
        if "__dtype__" in v:
            return getattr(torch, v["__dtype__"])
        if "__torch__" in v:
            return getattr(torch, v["__torch__"])
        if "__float__" in v:
            return float(v["__float__"])
        if "__list__" in v:
            return [decode(x, device, gen) for x in v["__list__"]]
        if "__tuple__" in v:
            return tuple(decode(x, device, gen) for x in v["__tuple__"])
        if "__dict__" in v:
            return {k: decode(x, device, gen) for k, x in v["__dict__"].items()}
        raise SystemExit(f"cannot rebuild argument {v}")
    return v


def inputs(device="cpu"):
    gen = torch.Generator().manual_seed(0)
    return decode({"__list__": ARGS}, device, gen), decode({"__dict__": KWARGS}, device, gen)


def tensors(out):
    if isinstance(out, torch.Tensor):
        return [out]
    if isinstance(out, (list, tuple)):
        return [t for o in out for t in tensors(o)]
    return []


def with_backward(func):
    """The op, then its backward: its outputs and the gradient of their sum for each input that takes one."""
    def step(*args, **kwargs):
        out = tensors(func(*args, **kwargs))
        outs = [t for t in out if t.requires_grad]
        leaves = [t for t in tensors(list(args) + list(kwargs.values())) if t.requires_grad]
        if not outs or not leaves:
            return out
        grads = torch.autograd.grad(outs, leaves, [torch.ones_like(o) for o in outs], allow_unused=True)
        return out + [g for g in grads if g is not None]
    return step


def close(dev, ref, ref64):
    if dev.shape != ref.shape or dev.dtype != ref.dtype:
        return False, f"shape/dtype {tuple(dev.shape)} {dev.dtype} vs {tuple(ref.shape)} {ref.dtype}"
    if not ref.is_floating_point():
        return bool(torch.equal(dev, ref)), "exact comparison"
    d, r = dev.double(), ref.double()
    diff = float((d - r).abs().nan_to_num(0).max()) if d.numel() else 0.0
    # The slack is relative to the output's own scale, as in hfcompat's comparator: an absolute
    # tolerance passes any error in small values (a gradient of 1e-5 off by 10x).
    scale = float(r.abs().nan_to_num(0).max()) if r.numel() else 0.0
    if torch.allclose(d, r, rtol=TOL, atol=TOL * scale, equal_nan=True):
        return True, f"max|diff| {diff:.3g}"
    rmse = lambda a, b: math.sqrt(float(((a - b.double()) ** 2).mean()))
    ok = rmse(d, ref64) <= (3.0 if d.numel() < 1000 else 2.0) * rmse(r, ref64) + TOL * scale / 10
    return ok, f"max|diff| {diff:.3g}, rmse vs float64 {rmse(d, ref64):.3g} (CPU {rmse(r, ref64):.3g})"


def main():
    from hfcompat_backend import get_backend

    func = getattr(getattr(getattr(torch.ops, OP.split("::")[0]), OP.split("::")[1]), OVERLOAD)
    if BACKWARD:
        func = with_backward(func)
    args, kwargs = inputs()
    cpu_args, cpu_kwargs = inputs()
    backend = None
    if BACKWARD:  # autograd sizes its per-device queues at the process's first backward: the device comes first
        backend = get_backend(BACKEND)()
        backend.setup(MODE)
    try:
        ref = tensors(func(*cpu_args, **cpu_kwargs))
        cpu_error = None
    except Exception as exc:  # e.g. a dtype the model only uses off-CPU (MoE histc on int32)
        ref, cpu_error = None, f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}"
        print(f"{OP} on CPU: error too: {cpu_error}")
    if backend is None:
        backend = get_backend(BACKEND)()
        backend.setup(MODE)
    try:
        dev = tensors(backend.run_op(func, args, kwargs))
    except Exception as exc:  # the device refused or failed the op
        first = str(exc).splitlines()[0] if str(exc) else ""
        print(f"{OP} on {BACKEND}: device error: {type(exc).__name__}: {first}")
        print("REPRODUCED")
        return 1
    if ref is None:
        print("not reproduced: the device runs the op; only the CPU fails")
        return 0
    a64, k64 = inputs()
    to64 = lambda x: x.double() if isinstance(x, torch.Tensor) and x.is_floating_point() else x
    try:
        ref64 = tensors(func(*[to64(a) for a in a64], **{k: to64(v) for k, v in k64.items()}))
    except Exception:
        ref64 = ref
    bad = False
    for i, (d, r, r64) in enumerate(zip(dev, ref, ref64)):
        ok, how = close(d.cpu(), r, r64.double() if r64.is_floating_point() else r64)
        print(f"output {i}: {'ok' if ok else 'MISMATCH'} ({how})")
        bad = bad or not ok
    if len(dev) != len(ref):
        print(f"output count differs: device {len(dev)}, CPU {len(ref)}")
        bad = True
    print("REPRODUCED" if bad else "not reproduced: the device matches the CPU on this op")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
